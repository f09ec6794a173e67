export function meta() {
  return [{ title: 'Floor' }, { name: 'description', content: 'The benchmark reference page.' }];
}

export default function Home() {
  return (
    <main>
      <h1>Malaysia International Boat Show</h1>
      <p>
        The reference page of the benchmark: a prerendered React Router app with nothing of its own, so its load time is
        the least this stack allows on the same machine and network profile.
      </p>
    </main>
  );
}
