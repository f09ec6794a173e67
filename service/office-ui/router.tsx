import { createBrowserRouter, redirect } from 'react-router';
import { countsLoader, CountsPage } from './counts/counts-page';
import { gateLoader, GatePage } from './gate/gate-page';
import { phonesAction, phonesLoader, PhonesPage } from './gate/phones-page';
import { InvitePage } from './invite/invite-page';
import { peopleAction, peopleLoader, PeoplePage } from './people/people-page';
import { registrationAction, registrationLoader, RegistrationPage } from './registration/registration-page';
import { registrationsLoader, RegistrationsPage } from './registrations/registrations-page';
import { Loading, RouteError } from './shell/route-error';
import { Shell, shellLoader } from './shell/shell';
import { SignInPage } from './sign-in/sign-in-page';

/**
 * The office's pages, at /office (React Router's data mode): sign-in and an invitation's
 * acceptance outside the shell; the rest inside it, whose loader sends a signed-out visitor
 * to the sign-in page.
 */
export const router = createBrowserRouter(
  [
    { path: 'sign-in', element: <SignInPage />, errorElement: <RouteError /> },
    { path: 'invite', element: <InvitePage />, errorElement: <RouteError /> },
    {
      id: 'shell',
      path: '/',
      loader: shellLoader,
      element: <Shell />,
      hydrateFallbackElement: <Loading />,
      errorElement: <RouteError />,
      children: [
        {
          errorElement: <RouteError />,
          children: [
            { index: true, loader: () => redirect('/registrations') },
            { path: 'registrations', loader: registrationsLoader, element: <RegistrationsPage /> },
            {
              path: 'registrations/:reference',
              loader: registrationLoader,
              action: registrationAction,
              element: <RegistrationPage />,
            },
            { path: 'counts', loader: countsLoader, element: <CountsPage /> },
            { path: 'gate', loader: gateLoader, element: <GatePage /> },
            { path: 'gate/phones', loader: phonesLoader, action: phonesAction, element: <PhonesPage /> },
            { path: 'people', loader: peopleLoader, action: peopleAction, element: <PeoplePage /> },
            { path: '*', element: <RouteError notFound /> },
          ],
        },
      ],
    },
  ],
  { basename: '/office' },
);
