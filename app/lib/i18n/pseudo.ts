// The pseudo-locale (issue 44): every English message accented and lengthened ("Sign In" → "Şîîĝñ Îñ"), its ICU
// structure kept — `{name}`, `{n, number}` and `#` stay as they are, and a plural's or select's cases are themselves
// pseudo-localised. A page in it shows at a glance the text the catalogues miss (still plain ASCII letters) and how
// the layout takes text about a third longer. Pure: used on the server outside production only.

const ACCENTED: Readonly<Record<string, string | undefined>> = Object.fromEntries(
  [..."abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"].map((c, i) => [c, [..."ȧƀƈḓḗƒɠħīĵķŀḿƞǿƥɋřşŧŭṽẇẋẏẑȦƁƇḒḖƑƓĦĪĴĶĿḾȠǾƤɊŘŞŦŬṼẆẊẎẐ"][i]]),
);
const VOWELS = new Set([..."aeiouAEIOU"]);

/** Plain text of a message accented, each vowel doubled (about 35 % longer). */
function accent(text: string): string {
  let out = "";
  for (const c of text) {
    const accented = ACCENTED[c] ?? c;
    out += VOWELS.has(c) ? accented + accented : accented;
  }
  return out;
}

/** The index of the `}` that closes the `{` at `open`. */
function closing(message: string, open: number): number {
  let depth = 0;
  for (let i = open; i < message.length; i++) {
    if (message[i] === "{") depth++;
    else if (message[i] === "}" && --depth === 0) return i;
  }
  return message.length;
}

/** An ICU argument `{…}` (without its braces): plural/select cases pseudo-localised, anything else kept. */
function argument(body: string): string {
  const [name, type, ...rest] = body.split(",");
  if (!type || !["plural", "select", "selectordinal"].includes(type.trim())) return body;
  let cases = rest.join(",");
  let out = "";
  for (let i = 0; i < cases.length; i++) {
    if (cases[i] === "{") {
      const end = closing(cases, i);
      out += `{${pseudolocalize(cases.slice(i + 1, end))}}`;
      i = end;
    } else out += cases[i];
  }
  cases = out;
  return `${name},${type},${cases}`;
}

/** An ICU message in the pseudo-locale. */
export function pseudolocalize(message: string): string {
  let out = "";
  let text = "";
  for (let i = 0; i < message.length; i++) {
    const c = message[i];
    if (c === "{") {
      const end = closing(message, i);
      out += accent(text) + `{${argument(message.slice(i + 1, end))}}`;
      text = "";
      i = end;
    } else if (c === "#") {
      out += accent(text) + "#";
      text = "";
    } else text += c;
  }
  return out + accent(text);
}
