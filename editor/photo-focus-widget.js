// The `photo` widget of the organisers' editor: a photo field (the photo and its description,
// Decap's own object control) with its crop point under it. The crop point is the spot of the
// photo, in percent from the left and from the top, that stays in view where a frame of
// another shape crops it (app/lib/focus-point.ts); the preview draws the photo in each frame the
// site crops it to (the `frames` editor/decap-config.ts takes from app/content/photo-rules.ts),
// cropped as the site does, with CSS `object-fit: cover` and `object-position`.
/* global CMS, createClass, h, MybosRules */

(() => {
  const object = CMS.getWidget('object');
  const centre = { x: 50, y: 50 };
  const clamp = (value) => Math.min(100, Math.max(0, Math.round(Number(value))));

  /** The photo's crop point: two number boxes, the photo to click on, and a preview per frame. */
  const CropPoint = createClass({
    getInitialState() {
      return { src: undefined };
    },
    componentDidMount() {
      this.findPhoto();
    },
    componentDidUpdate(previous) {
      if (previous.file !== this.props.file || previous.getAsset !== this.props.getAsset) this.findPhoto();
    },
    componentWillUnmount() {
      clearTimeout(this.timer);
    },
    // Decap gives a placeholder until a stored photo has arrived, so ask until it has.
    findPhoto() {
      clearTimeout(this.timer);
      const { file, fileField, getAsset } = this.props;
      if (!file) return this.setState({ src: undefined });
      const asset = getAsset(file, fileField);
      if (!asset || asset.path === 'empty.svg') {
        this.timer = setTimeout(() => this.findPhoto(), 100);
        return undefined;
      }
      return this.setState({ src: asset.toString() });
    },
    setPoint(point) {
      this.props.onChange({ x: clamp(point.x), y: clamp(point.y) });
    },
    // A click on the photo puts the point there.
    handlePhotoClick(event) {
      const box = event.currentTarget.getBoundingClientRect();
      this.setPoint({
        x: ((event.clientX - box.left) / box.width) * 100,
        y: ((event.clientY - box.top) / box.height) * 100,
      });
    },
    render() {
      const { forID, focus, frames } = this.props;
      const { src } = this.state;
      const point = focus ?? centre;
      const position = `${point.x}% ${point.y}%`;
      const box = (axis, label) =>
        h(
          'label',
          { style: { display: 'grid', gap: '4px', fontWeight: 600, fontSize: '14px' } },
          label,
          h('input', {
            id: `${forID}-focus-${axis}`,
            type: 'number',
            min: 0,
            max: 100,
            step: 1,
            value: point[axis],
            onChange: (event) => event.target.value !== '' && this.setPoint({ ...point, [axis]: event.target.value }),
            style: { width: '7em', padding: '6px 8px', border: '2px solid #dfdfe3', borderRadius: '5px' },
          }),
        );
      return h(
        'section',
        {
          'aria-label': 'Crop point',
          'data-testid': 'crop-point',
          style: { margin: '0 0 16px', padding: '12px 16px', border: '2px solid #dfdfe3', borderRadius: '5px' },
        },
        h('h3', { style: { margin: '0 0 4px', fontSize: '15px' } }, 'Crop point'),
        h(
          'p',
          { style: { margin: '0 0 12px', fontSize: '13px', color: '#4a5568' } },
          'Where a phone or a desktop screen cuts the photo to fit, this point stays in view. Click the photo on its subject, or give the point in percent: from the left edge, and from the top. 50 and 50 is the centre.',
        ),
        h('div', { style: { display: 'flex', gap: '16px', marginBottom: '12px' } }, [
          h('div', { key: 'x' }, box('x', 'From the left (%)')),
          h('div', { key: 'y' }, box('y', 'From the top (%)')),
        ]),
        src
          ? h('div', { style: { display: 'flex', flexWrap: 'wrap', gap: '16px', alignItems: 'flex-start' } }, [
              h(
                'figure',
                { key: 'photo', style: { margin: 0 } },
                h(
                  'div',
                  {
                    style: { position: 'relative', width: '240px', cursor: 'crosshair' },
                    onClick: this.handlePhotoClick,
                  },
                  h('img', {
                    src,
                    alt: 'The whole photo: click to place the crop point',
                    style: { display: 'block', width: '100%' },
                  }),
                  h('span', {
                    'aria-hidden': 'true',
                    style: {
                      position: 'absolute',
                      left: `${point.x}%`,
                      top: `${point.y}%`,
                      width: '18px',
                      height: '18px',
                      margin: '-9px 0 0 -9px',
                      border: '3px solid #fff',
                      borderRadius: '50%',
                      boxShadow: '0 0 0 2px #061a33',
                      pointerEvents: 'none',
                    },
                  }),
                ),
                h('figcaption', { style: { fontSize: '13px', marginTop: '4px' } }, 'The whole photo'),
              ),
              ...frames.map((frame) => {
                // Each frame drawn 150 px tall at most and 240 px wide at most, in its own shape.
                const scale = Math.min(150 / frame.height, 240 / frame.width);
                return h(
                  'figure',
                  { key: frame.label, style: { margin: 0 } },
                  h('img', {
                    src,
                    alt: `The photo as a ${frame.label.toLowerCase()} screen crops it`,
                    'data-frame': frame.label,
                    style: {
                      display: 'block',
                      width: `${Math.round(frame.width * scale)}px`,
                      height: `${Math.round(frame.height * scale)}px`,
                      objectFit: 'cover',
                      objectPosition: position,
                      borderRadius: '4px',
                    },
                  }),
                  h('figcaption', { style: { fontSize: '13px', marginTop: '4px' } }, frame.label),
                );
              }),
            ])
          : h('p', { style: { margin: 0, fontSize: '13px' } }, 'Choose a photo above to see how it is cropped.'),
      );
    },
  });

  /**
   * Decap's object control (the photo and its description), with the crop point after it. The
   * form asks the control it holds (this one) to validate and to focus a field with an error;
   * those are the object control's.
   */
  const PhotoControl = createClass({
    shouldComponentUpdate() {
      return true;
    },
    validate() {
      this.control?.validate();
    },
    focus(path) {
      this.control?.focus(path);
    },
    render() {
      const { field, value, onChange, getAsset, forID } = this.props;
      const frames = field.get('frames')?.toJS() ?? [];
      const fileField = field.get('fields').find((child) => child.get('name') === 'file');
      const focus = value?.get?.('focus')?.toJS?.() ?? value?.get?.('focus');
      const file = value?.get?.('file');
      return h(
        'div',
        null,
        h(object.control, { ...this.props, ref: (control) => (this.control = control) }),
        frames.length > 0
          ? h(CropPoint, {
              forID,
              frames,
              file,
              fileField,
              getAsset,
              focus,
              onChange: (point) => onChange(value.setIn(['focus', 'x'], point.x).setIn(['focus', 'y'], point.y)),
            })
          : null,
      );
    },
  });

  CMS.registerWidget('photo', PhotoControl, object.preview);

  /** The size of the photo at `src`, as the browser decodes it. */
  const sizeOf = (src) =>
    new Promise((resolve, reject) => {
      const img = new Image();
      img.onload = () => resolve({ width: img.naturalWidth, height: img.naturalHeight });
      img.onerror = () => reject(new Error('This photo cannot be read: upload a JPEG or PNG'));
      img.src = src;
    });

  /**
   * Why a photo of `size` breaks `rule` (the field's `size_rule`), in the words of the build's
   * content check: its own photoSizeProblem (app/content/photo-rules.ts, in admin/entry-rules.js);
   * undefined if it does not.
   */
  const sizeProblem = (rule, size) => {
    const problem = MybosRules.photoSizeProblem(
      { minWidth: rule.min_width, minHeight: rule.min_height, advice: rule.advice },
      size,
    );
    return problem && `This photo ${problem}`;
  };

  /**
   * Decap's image control, refusing a photo smaller than the size rule of its place (the
   * `size_rule` editor/decap-config.ts gives the field): the message stays under the field until
   * another photo is chosen. The photo is measured as soon as it is chosen, so saving finds its
   * size known; a save in the moment before is held with Decap's "processing" note, and goes
   * through when saved again.
   */
  const image = CMS.getWidget('image');
  const SizedImageControl = createClass({
    getInitialState() {
      return { measured: undefined };
    },
    componentDidMount() {
      this.measure();
    },
    componentDidUpdate(previous) {
      if (previous.value !== this.props.value) this.measure();
    },
    shouldComponentUpdate(nextProps, nextState) {
      if (nextState && nextState !== this.state) return true;
      return this.control ? this.control.shouldComponentUpdate(nextProps) : true;
    },
    getValidateValue() {
      return this.control?.getValidateValue();
    },
    measure() {
      const { value, field, getAsset } = this.props;
      if (typeof value !== 'string' || !value || !field.get('size_rule')) return Promise.resolve(undefined);
      if (this.state.measured?.value === value) return this.state.measured.size;
      const waitForPhoto = (tries) => {
        const asset = getAsset(value, field);
        if (asset && asset.path !== 'empty.svg') return sizeOf(asset.toString());
        if (tries === 0) return Promise.reject(new Error('This photo has not arrived yet: save again in a moment'));
        return new Promise((resolve) => setTimeout(resolve, 100)).then(() => waitForPhoto(tries - 1));
      };
      const size = waitForPhoto(100);
      size.catch(() => undefined);
      this.setState({ measured: { value, size } });
      size.then(
        (known) =>
          this.setState((state) => (state.measured?.value === value ? { measured: { value, size, known } } : null)),
        () => undefined,
      );
      return size;
    },
    isValid() {
      const { value, field } = this.props;
      const rule = field.get('size_rule')?.toJS();
      if (!rule || typeof value !== 'string' || !value) return true;
      const { measured } = this.state;
      if (measured?.value === value && measured.known) {
        const problem = sizeProblem(rule, measured.known);
        return problem ? { error: { type: 'CUSTOM', parentIds: this.props.parentIds, message: problem } } : true;
      }
      // Still measuring: Decap holds the save ("processing") and checks again once this settles.
      return this.measure().then((size) => {
        const problem = size && sizeProblem(rule, size);
        if (problem) throw problem;
      });
    },
    render() {
      return h(image.control, { ...this.props, ref: (control) => (this.control = control) });
    },
  });
  CMS.registerWidget('image', SizedImageControl, image.preview, image.schema);
})();
