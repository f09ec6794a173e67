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

CMS.init(localProxy ? { config: { local_backend: { url: localProxy } } } : undefined);
