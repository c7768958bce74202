// The widgets' whole stylesheet, shipped in the bundle and placed in each widget's shadow root. Every class starts with
// `vb-`; `:host { all: initial }` stops the page's inherited styles (font, colour, line height) at the shadow boundary.

const LIGHT =
  '--vb-bg:#fff;--vb-fg:#111827;--vb-muted:#4b5563;--vb-border:#d1d5db;--vb-accent:#4338ca;--vb-accent-fg:#fff;' +
  '--vb-soft:#eef2ff;--vb-danger:#b91c1c;--vb-danger-soft:#fef2f2;--vb-track:#e5e7eb;--vb-focus:#4338ca;--vb-rec:#dc2626;';
const DARK =
  '--vb-bg:#111827;--vb-fg:#f9fafb;--vb-muted:#c4c9d2;--vb-border:#4b5563;--vb-accent:#a5b4fc;--vb-accent-fg:#111827;' +
  '--vb-soft:#1e1b4b;--vb-danger:#fca5a5;--vb-danger-soft:#3b0d0d;--vb-track:#374151;--vb-focus:#c7d2fe;--vb-rec:#f87171;';

export const WIDGET_CSS = `
:host{all:initial;display:block;container-type:inline-size}
.vb-root{${LIGHT}color-scheme:light;font:400 14px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;color:var(--vb-fg);background:var(--vb-bg);border:1px solid var(--vb-border);border-radius:12px;padding:16px;min-width:0;max-width:100%;text-align:start;overflow-wrap:anywhere}
.vb-theme-dark{${DARK}color-scheme:dark}
@media (prefers-color-scheme:dark){.vb-theme-auto{${DARK}color-scheme:dark}}
.vb-root *,.vb-root *::before,.vb-root *::after{box-sizing:border-box;margin:0}
.vb-root{box-sizing:border-box}
.vb-title{font-size:16px;font-weight:600;margin:0 0 12px}
.vb-body{display:flex;flex-direction:column;gap:12px}
.vb-muted{color:var(--vb-muted);font-size:13px}
.vb-strong{font-weight:600}
.vb-row{display:flex;flex-wrap:wrap;align-items:center;gap:8px}
.vb-spread{justify-content:space-between}
.vb-btn{display:inline-flex;align-items:center;justify-content:center;gap:6px;min-height:36px;padding:7px 14px;border:1px solid var(--vb-border);border-radius:8px;background:transparent;color:var(--vb-fg);font:inherit;font-weight:500;line-height:1.2;cursor:pointer;text-align:center}
.vb-btn:hover{background:var(--vb-soft)}
.vb-btn:disabled{opacity:.55;cursor:not-allowed}
.vb-primary{background:var(--vb-accent);border-color:var(--vb-accent);color:var(--vb-accent-fg)}
.vb-primary:hover{background:var(--vb-accent);filter:brightness(1.08)}
.vb-link{border:0;background:none;color:inherit;font:inherit;text-decoration:underline;cursor:pointer;padding:2px}
.vb-root :focus-visible{outline:2px solid var(--vb-focus);outline-offset:2px}
.vb-drop{display:flex;flex-direction:column;align-items:center;gap:4px;width:100%;padding:28px 16px;border:2px dashed var(--vb-border);border-radius:10px;background:transparent;color:var(--vb-fg);font:inherit;text-align:center;cursor:pointer;transition:border-color .15s,background-color .15s}
.vb-drop:hover,.vb-dragging{border-color:var(--vb-accent);background:var(--vb-soft)}
.vb-drop-icon{width:28px;height:28px;color:var(--vb-accent)}
.vb-progress{height:8px;border-radius:999px;background:var(--vb-track);overflow:hidden}
.vb-bar{height:100%;border-radius:inherit;background:var(--vb-accent);transition:width .2s ease-out}
.vb-indeterminate .vb-bar{width:35%;animation:vb-slide 1.4s ease-in-out infinite}
@keyframes vb-slide{from{transform:translateX(-100%)}to{transform:translateX(290%)}}
.vb-alert{display:flex;flex-wrap:wrap;align-items:flex-start;justify-content:space-between;gap:8px;padding:10px 12px;border-radius:8px;border:1px solid var(--vb-danger);background:var(--vb-danger-soft);color:var(--vb-fg)}
.vb-alert-text{flex:1 1 180px}
.vb-notice{padding:10px 12px;border-radius:8px;background:var(--vb-soft)}
.vb-text{max-height:240px;overflow:auto;padding:12px;border:1px solid var(--vb-border);border-radius:8px;white-space:pre-wrap}
.vb-file{font-weight:600}
.vb-fieldset{border:0;padding:0;min-width:0;display:flex;flex-wrap:wrap;gap:8px 16px}
.vb-legend{padding:0;margin-bottom:6px;font-weight:500;width:100%}
.vb-choice{display:inline-flex;align-items:center;gap:6px;cursor:pointer}
.vb-choice input{width:16px;height:16px;margin:0;accent-color:var(--vb-accent)}
.vb-timer{display:flex;align-items:center;gap:8px;font-size:22px;font-weight:600;font-variant-numeric:tabular-nums}
.vb-warn{color:var(--vb-danger)}
.vb-dot{width:10px;height:10px;border-radius:50%;background:var(--vb-rec);flex:none;animation:vb-pulse 1.2s ease-in-out infinite}
.vb-dot-paused{background:var(--vb-muted);animation:none}
@keyframes vb-pulse{50%{opacity:.3}}
.vb-video{display:block;width:100%;max-height:260px;border-radius:8px;background:#000}
.vb-spinner{width:16px;height:16px;border:2px solid var(--vb-track);border-top-color:var(--vb-accent);border-radius:50%;animation:vb-spin .8s linear infinite;flex:none}
@keyframes vb-spin{to{transform:rotate(360deg)}}
.vb-sr-only{position:absolute;width:1px;height:1px;padding:0;margin:-1px;overflow:hidden;clip:rect(0,0,0,0);white-space:nowrap;border:0}
@container (max-width:360px){.vb-root{padding:12px;border-radius:10px}.vb-actions>.vb-btn{flex:1 1 100%}.vb-drop{padding:20px 12px}.vb-timer{font-size:18px}}
@media (prefers-reduced-motion:reduce){.vb-root *,.vb-root *::before,.vb-root *::after{animation:none!important;transition:none!important}.vb-indeterminate .vb-bar{width:100%;opacity:.6}}
@media (forced-colors:active){.vb-bar,.vb-dot{background:Highlight}.vb-drop,.vb-btn{border-color:ButtonText}}
`;
