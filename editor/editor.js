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
CMS.registerWidget('entry-id', EntryIdControl);

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
CMS.registerWidget('image', PhotoControl, image.preview, image.schema);

const blank = (text) => typeof text !== 'string' || text.trim() === '';
const isTextPair = (value) =>
  value &&
  typeof value === 'object' &&
  !Array.isArray(value) &&
  Object.keys(value).every((key) => key === 'en' || key === 'ms');

/**
 * An optional text (its boxes are optional in the form) is saved only when written in both
 * languages, and left out when both are empty, as the build's content check requires. Collects
 * the key paths of texts left empty, and the names of those written in one language only.
 */
function findOptionalTexts(value, keys, found) {
  if (!value || typeof value !== 'object') return;
  for (const [key, child] of Object.entries(value)) {
    const childKeys = [...keys, Array.isArray(value) ? Number(key) : key];
    if (isTextPair(child) && blank(child.en) && blank(child.ms)) found.empty.push(childKeys);
    else if (isTextPair(child) && (blank(child.en) || blank(child.ms))) found.halfWritten.push(childKeys.join(' › '));
    else findOptionalTexts(child, childKeys, found);
  }
}

CMS.registerEventListener({
  name: 'preSave',
  handler: ({ entry }) => {
    const found = { empty: [], halfWritten: [] };
    findOptionalTexts(entry.get('data').toJS(), [], found);
    if (found.halfWritten.length > 0) {
      throw new Error(`${found.halfWritten.join(', ')}: write it in English and in Malay, or leave both empty.`);
    }
    return found.empty.reduce((data, keys) => data.deleteIn(keys), entry.get('data'));
  },
});

CMS.init(localProxy ? { config: { local_backend: { url: localProxy } } } : undefined);
