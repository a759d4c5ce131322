// The one style sheet of an exported transcript page, styled like the viewer (dark, Discord-like), inlined so the file stands alone.

/** CSS of exportHtml's document. */
export const EXPORT_STYLES = `
:root{color-scheme:dark;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
body{margin:0;background:#313338;color:#dbdee1}
main{max-width:60rem;margin:0 auto;padding:2rem 1rem}
h1{font-size:1.6rem;margin:0 0 1rem;color:#f2f3f5}
h2{font-size:1rem;margin:0 0 .4rem;color:#f2f3f5}
.info{display:flex;flex-wrap:wrap;gap:.5rem 2rem;margin:0 0 1rem;padding:1rem 1.25rem;border:1px solid #3f4147;border-radius:8px}
.info dt{font-size:.8rem;color:#949ba4}.info dd{margin:0}
.filters{margin:0 0 1rem}.filters ul{margin:0;padding-inline-start:1.2rem}
.message{padding:.5rem .75rem;border-block-end:1px solid #3f4147}
.message header{display:flex;flex-wrap:wrap;gap:.5rem;align-items:baseline}
.author{font-weight:600;color:#f2f3f5}
.bot{padding:0 .3rem;border-radius:3px;background:#5865f2;color:#fff;font-size:.7rem;font-weight:600}
time,.number{color:#949ba4;font-size:.75rem}
.text{white-space:pre-wrap;overflow-wrap:anywhere}
.embed{margin:.4rem 0;padding:.5rem .75rem;border-inline-start:4px solid #5865f2;border-radius:4px;background:#2b2d31}
.embed-title{font-weight:600;color:#f2f3f5}
.reactions{display:flex;flex-wrap:wrap;gap:.3rem;margin:.4rem 0 0;padding:0;list-style:none}
.reactions li{padding:.1rem .4rem;border-radius:8px;background:#2b2d31;font-size:.85rem}
`;
