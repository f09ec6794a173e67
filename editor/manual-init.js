// Before Decap CMS loads: editor.js starts it, once its own widget is registered.
window.CMS_MANUAL_INIT = true;
