// The browser's bundles lose each message descriptor's English after the build (scripts/i18n/strip-messages.ts).
import { describe, expect, it } from "vitest";
import { stripMessages } from "../../scripts/i18n/strip-messages";

describe("strip-messages", () => {
  it("drops the message of every descriptor as esbuild minifies it, in each quoting, and keeps its key (a dot before it: no namespace)", () => {
    const source = `a(m,{id:"event.about",message:"About This Event"}),b({id:"toasts.\\"{title}\\" is published.",message:'"{title}" is published.'}),c({id:"shell.loading",message:\`Loading\`})`;
    const { code, count } = stripMessages(source);
    expect(count).toBe(3);
    expect(code).toBe(`a(m,{id:".about"}),b({id:".\\"{title}\\" is published."}),c({id:".loading"})`);
  });

  it("leaves alone what is not a descriptor: other keys, a template with values, an id without a namespace", () => {
    const source = `x({id:"a.b",message:"M",extra:1}),y({id:"plain",message:"M"}),z({id:"a.b",message:\`\${v}\`}),w({message:"M",id:"a.b"})`;
    expect(stripMessages(source)).toEqual({ code: source, count: 0 });
  });
});
