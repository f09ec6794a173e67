// The organisers' editor (Decap CMS) at /admin: started by hand so that, on this computer, it
// talks to the decap-server of `npm run edit` (or of the browser tests, named by ?proxy=).
/* global CMS, createClass, h */

const proxy = new URLSearchParams(location.search).get('proxy');
const localProxy = proxy && /^http:\/\/(localhost|127\.0\.0\.1):\d+\/api\/v1$/.test(proxy) ? proxy : undefined;

/**
 * An entry's id: typed when the entry is created, then read-only, because saved My Show plans
 * and shared links name the entry by it (renaming the entry keeps its id).
 */
const EntryIdControl = createClass({
  handleChange(event) {
    this.props.onChange(event.target.value.trim());
  },
  render() {
    const { forID, value, classNameWrapper, entry, setActiveStyle, setInactiveStyle } = this.props;
    const isNew = entry.get('newRecord');
    return h('input', {
      id: forID,
      type: 'text',
      className: classNameWrapper,
      value: value || '',
      readOnly: !isNew,
      'aria-readonly': String(!isNew),
      onChange: isNew ? this.handleChange : undefined,
      onFocus: setActiveStyle,
      onBlur: setInactiveStyle,
      style: isNew ? undefined : { color: '#4a5568', background: '#edf2f7' },
    });
  },
});

const image = CMS.getWidget('image');

/**
 * Decap's image control asks for a stored photo once. While the photo is still on its way it
 * gets an empty placeholder and asks again only when the entry changes, so an untouched entry
 * showed an empty frame. This wrapper keeps asking until the photo has arrived, then gives the
 * control a new getAsset, which makes its preview read the photo.
 */
const PhotoControl = createClass({
  getInitialState() {
    return { loadedFor: undefined, getAsset: undefined };
  },
  componentDidMount() {
    this.waitForPhoto();
  },
  // Decap's form asks the control it holds (this wrapper) whether to re-render and what to
  // validate; the answers are the image control's own.
  shouldComponentUpdate(nextProps, nextState) {
    if (nextState && nextState !== this.state) return true;
    return this.control ? this.control.shouldComponentUpdate(nextProps) : true;
  },
  getValidateValue() {
    return this.control?.getValidateValue();
  },
  // The size rule of editor/photo-focus-widget.js's image control.
  isValid() {
    return this.control?.isValid?.() ?? true;
  },
  componentDidUpdate(previous) {
    if (previous.value !== this.props.value || previous.getAsset !== this.props.getAsset) this.waitForPhoto();
  },
  componentWillUnmount() {
    clearTimeout(this.timer);
  },
  waitForPhoto() {
    clearTimeout(this.timer);
    const { value, field, getAsset } = this.props;
    if (typeof value !== 'string' || !value) return;
    if (getAsset(value, field)?.path === 'empty.svg') {
      this.timer = setTimeout(() => this.waitForPhoto(), 100);
    } else if (this.state.loadedFor !== getAsset) {
      this.setState({ loadedFor: getAsset, getAsset: (...args) => getAsset(...args) });
    }
  },
  render() {
    const fresh = this.state.loadedFor === this.props.getAsset ? this.state.getAsset : this.props.getAsset;
    return h(image.control, { ...this.props, getAsset: fresh, ref: (control) => (this.control = control) });
  },
});

// ---- The content check's rules, under each field -----------------------------------------
// admin/entry-rules.js (editor/rules/entry-rules.ts) is the build's content check bundled for
// the browser, as MybosRules; admin/content.json is the content it checks an entry against.
/* global MybosRules */

/** The list controls on screen, by their field id: an item's index is found from its key. */
const listControls = new Map();
const list = CMS.getWidget('list');
class KeyedListControl extends list.control {
  componentDidMount() {
    super.componentDidMount?.();
    listControls.set(this.props.forID, this);
  }
  componentWillUnmount() {
    super.componentWillUnmount?.();
    listControls.delete(this.props.forID);
  }
  // An item added, removed or moved changes the entry too (entryChanged, below).
  componentDidUpdate(previous, ...rest) {
    super.componentDidUpdate?.(previous, ...rest);
    if (previous.value !== this.props.value) entryChanged(this.props.entry);
  }
}
CMS.registerWidget('list', KeyedListControl, list.preview, list.schema);

/**
 * A control's place in its entry, as the content check names fields: `events.2.end`, `title.en`.
 * Decap gives each control the ids of the controls around it (parentIds): a field's id is
 * `<name>-field-<n>`, a list item's is its key in the list.
 */
function pathOf({ parentIds = [], field }) {
  const path = [];
  let listControl;
  for (const id of parentIds) {
    if (typeof id !== 'string') continue;
    const named = /^(.*)-field-\d+$/.exec(id);
    if (named) {
      path.push(named[1]);
      listControl = listControls.get(id);
    } else if (listControl) {
      path.push(listControl.state.keys.indexOf(id));
      listControl = undefined;
    }
  }
  return [...path, field.get('name')];
}

const targetOf = (entry) => ({
  collection: entry.get('collection'),
  file: entry.get('slug'),
  isNew: !!entry.get('newRecord'),
});

// Every control asks at once when the entry is validated: the entry's check runs once per change.
let checked = { data: undefined, problems: [] };
function problemsOf(entry) {
  const data = entry.get('data');
  if (checked.data !== data) checked = { data, problems: MybosRules.problemsOf(targetOf(entry), data.toJS()) };
  return checked.problems;
}

const sentence = (text) => `${text.charAt(0).toUpperCase()}${text.slice(1)}${/[.!?]$/.test(text) ? '' : '.'}`;

/**
 * The content check's messages for one control. A text's box shows its language's problems (a
 * problem of the whole text under its English box); a list item's or a photo's problem shows
 * under its key, id or file.
 */
function messagesFor(props) {
  const path = pathOf(props);
  const last = path.at(-1);
  const lang = last === 'en' || last === 'ms' ? last : undefined;
  const field = (lang ? path.slice(0, -1) : path).join('.');
  const parent = path.slice(0, -1).join('.');
  const label = props.field.get('label', last);
  return problemsOf(props.entry)
    .filter((problem) =>
      lang
        ? problem.field === field && (problem.lang === lang || (!problem.lang && lang === 'en'))
        : problem.field === field ||
          (['key', 'id', 'file'].includes(last) && !problem.lang && problem.field === parent),
    )
    .map((problem) => sentence(`${label}: ${problem.message}`));
}

/**
 * The entry as it is now. Decap hands each control the entry, but a control whose own value did
 * not change may keep an older one (an event's end still sees the start before it was changed),
 * so the controls share the newest: the entry a control receives with its own new value.
 * `refused` holds the controls showing a message, asked again whenever the entry changes.
 */
const session = { entry: undefined, mounted: 0, refused: new Set() };
function entryChanged(entry) {
  if (!entry || entry === session.entry) return;
  session.entry = entry;
  for (const control of session.refused) control.validateSoon();
}

/**
 * A control that refuses what the content check refuses: Decap asks a control's isValid() when
 * the entry is saved, shows the error above the field and does not save. Once refused, the
 * control asks again on every change of the entry (another field may be the fix: the start of
 * an event whose end was refused), so the message stays until the entry is right, then goes.
 */
function withContentRules(control) {
  return createClass({
    componentDidMount() {
      session.mounted += 1;
      if (!session.entry) session.entry = this.props.entry;
    },
    componentWillUnmount() {
      clearTimeout(this.revalidation);
      session.refused.delete(this);
      session.mounted -= 1;
      if (session.mounted === 0) session.entry = undefined;
    },
    componentDidUpdate(previous) {
      if (previous.value !== this.props.value) entryChanged(this.props.entry);
    },
    // After the change is stored: Decap clears a field's errors when it changes, just after.
    validateSoon() {
      clearTimeout(this.revalidation);
      this.revalidation = setTimeout(() => this.props.validate());
    },
    isValid() {
      const own = this.control?.isValid?.();
      if (own === false || own instanceof Promise || own?.error) return own;
      const messages = messagesFor({ ...this.props, entry: session.entry ?? this.props.entry });
      if (messages.length === 0) {
        session.refused.delete(this);
        return { error: false };
      }
      session.refused.add(this);
      return { error: { type: 'CUSTOM', parentIds: this.props.parentIds, message: messages.join(' ') } };
    },
    shouldComponentUpdate(nextProps, nextState) {
      if (nextState && nextState !== this.state) return true;
      if (this.control?.shouldComponentUpdate) return this.control.shouldComponentUpdate(nextProps);
      return (
        this.props.value !== nextProps.value ||
        this.props.classNameWrapper !== nextProps.classNameWrapper ||
        this.props.hasActiveStyle !== nextProps.hasActiveStyle
      );
    },
    getValidateValue() {
      return this.control?.getValidateValue?.() ?? this.props.value;
    },
    focus(path) {
      if (this.control?.focus) this.control.focus(path);
      else document.getElementById(this.props.forID)?.focus();
    },
    render() {
      return h(control, { ...this.props, ref: (instance) => (this.control = instance) });
    },
  });
}

/** A drop-down of the venue plan's stands, each marked free or with the exhibitor that has it. */
const StandControl = createClass({
  render() {
    const { forID, value, classNameWrapper, entry, onChange, setActiveStyle, setInactiveStyle } = this.props;
    const choices = MybosRules.standChoices(entry.getIn(['data', 'id']));
    return h(
      'select',
      {
        id: forID,
        className: classNameWrapper,
        value: value || '',
        onChange: (event) => onChange(event.target.value),
        onFocus: setActiveStyle,
        onBlur: setInactiveStyle,
      },
      h('option', { value: '' }, 'Choose a stand or berth'),
      ...choices.map((stand) =>
        h(
          'option',
          { key: stand.id, value: stand.id },
          `${stand.id} (${stand.zone}) · ${stand.takenBy.length > 0 ? `taken by ${stand.takenBy.join(', ')}` : 'free'}`,
        ),
      ),
    );
  },
});

/** A drop-down of the office's exhibitor categories (copy/exhibitors.yaml); the choice is saved in both languages. */
const CategoryControl = createClass({
  render() {
    const { forID, value, classNameWrapper, entry, onChange, setActiveStyle, setInactiveStyle } = this.props;
    const categories = MybosRules.categoryChoices();
    const english = value?.get ? value.get('en') : undefined;
    const chosen = categories.findIndex((category) => category.en === english && category.ms === value.get('ms'));
    return h(
      'select',
      {
        id: forID,
        className: classNameWrapper,
        value: chosen >= 0 ? String(chosen) : english ? 'other' : '',
        onChange: (event) => {
          const category = categories[Number(event.target.value)];
          if (category) onChange(entry.get('data').clear().set('en', category.en).set('ms', category.ms));
        },
        onFocus: setActiveStyle,
        onBlur: setInactiveStyle,
      },
      h('option', { value: '' }, 'Choose a category'),
      ...(chosen < 0 && english
        ? [h('option', { value: 'other' }, `${english} / ${value.get('ms')} (not in the list)`)]
        : []),
      ...categories.map((category, index) =>
        h('option', { key: category.en, value: String(index) }, `${category.en} / ${category.ms}`),
      ),
    );
  },
});

CMS.registerWidget('stand', withContentRules(StandControl));
CMS.registerWidget('category', withContentRules(CategoryControl));
CMS.registerWidget('entry-id', withContentRules(EntryIdControl));
CMS.registerWidget('image', withContentRules(PhotoControl), image.preview, image.schema);
for (const name of ['string', 'text', 'number', 'select', 'relation', 'boolean']) {
  const widget = CMS.getWidget(name);
  CMS.registerWidget(name, withContentRules(widget.control), widget.preview, widget.schema);
}

/** Plain data as Decap's own (Immutable) data, made from the empty map and list it already holds. */
function asDecapData(value, emptyMap, emptyList) {
  if (Array.isArray(value)) return emptyList.push(...value.map((item) => asDecapData(item, emptyMap, emptyList)));
  if (value && typeof value === 'object') {
    return Object.entries(value).reduce(
      (map, [key, item]) => map.set(key, asDecapData(item, emptyMap, emptyList)),
      emptyMap,
    );
  }
  return value;
}

CMS.registerEventListener({
  name: 'preSave',
  handler: ({ entry }) => {
    const data = entry.get('data');
    // What the check saw: empty optional texts left out, a day's events in time order, keys made.
    const prepared = MybosRules.prepareEntry(entry.get('collection'), data.toJS());
    // The fields refused everything they show; this catches what no field shows.
    const problems = MybosRules.problemsOf(targetOf(entry), prepared);
    if (problems.length > 0) {
      throw new Error(
        problems.map((problem) => sentence(`${problem.field ?? 'This entry'}: ${problem.message}`)).join(' '),
      );
    }
    return asDecapData(prepared, data.clear(), data.toList().clear());
  },
});

CMS.registerEventListener({
  name: 'postSave',
  handler: ({ entry }) => MybosRules.saved(targetOf(entry), entry.get('data').toJS()),
});

const rulesReady = fetch('./content.json')
  .then((response) => response.json())
  .then((snapshot) => MybosRules.start(snapshot))
  .catch(() => MybosRules.start({ files: [] }));

rulesReady.then(() => CMS.init(localProxy ? { config: { local_backend: { url: localProxy } } } : undefined));
