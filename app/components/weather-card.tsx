import { formatInTown } from "~/lib/dates";
import type { Lang } from "~/lib/i18n/lang";
import { useNonce } from "~/lib/nonce";
import { formatTemperature, WEATHER_REFRESH_MS, type WeatherIcon } from "~/lib/weather";

type WeatherItem = { dt: number; main: { temp: number }; weather: { main: string; icon: WeatherIcon }[] };

const SUN = <circle cx="12" cy="12" r="4.5" fill="#f59e0b" />;
const RAYS = (
  <g stroke="#f59e0b" strokeWidth="1.8" strokeLinecap="round">
    <path d="M12 2v2.5M12 19.5V22M2 12h2.5M19.5 12H22M4.9 4.9l1.8 1.8M17.3 17.3l1.8 1.8M4.9 19.1l1.8-1.8M17.3 6.7l1.8-1.8" />
  </g>
);
const MOON = <path d="M15.5 3.5a8.5 8.5 0 1 0 5 14.5 7 7 0 0 1-5-14.5z" fill="#94a3b8" />;
const CLOUD = (fill: string) => <path d="M7 19h10.5a4 4 0 0 0 .6-7.95A5.5 5.5 0 0 0 7.5 9.5 4.75 4.75 0 0 0 7 19z" fill={fill} />;

/** Our own weather pictures (inline SVG, nothing fetched), each drawn once as a symbol of the card's sprite. */
const GLYPHS: Record<WeatherIcon, JSX.Element> = {
  "clear-day": (
    <>
      {RAYS}
      {SUN}
    </>
  ),
  "clear-night": MOON,
  "partly-day": (
    <>
      <g transform="translate(-3 -3) scale(.8)">
        {RAYS}
        {SUN}
      </g>
      {CLOUD("#cbd5e1")}
    </>
  ),
  "partly-night": (
    <>
      <g transform="translate(-2 -3) scale(.75)">{MOON}</g>
      {CLOUD("#cbd5e1")}
    </>
  ),
  cloudy: CLOUD("#94a3b8"),
  rain: (
    <>
      {CLOUD("#64748b")}
      <path d="M8 20l-1 2.5M12 20l-1 2.5M16 20l-1 2.5" stroke="#2563eb" strokeWidth="1.6" strokeLinecap="round" />
    </>
  ),
  snow: (
    <>
      {CLOUD("#94a3b8")}
      <g fill="#60a5fa">
        <circle cx="8" cy="21.5" r="1" />
        <circle cx="12" cy="22" r="1" />
        <circle cx="16" cy="21.5" r="1" />
      </g>
    </>
  ),
  storm: (
    <>
      {CLOUD("#475569")}
      <path d="M12.5 17l-2.5 4h2.5l-1.5 3 4-5h-2.5l1.5-2z" fill="#facc15" />
    </>
  ),
  fog: (
    <g stroke="#94a3b8" strokeWidth="2" strokeLinecap="round">
      <path d="M4 9h16M3 13h18M5 17h14" />
    </g>
  ),
  wind: (
    <g stroke="#64748b" strokeWidth="1.8" fill="none" strokeLinecap="round">
      <path d="M3 9h11a3 3 0 1 0-3-3M3 14h15a3 3 0 1 1-3 3M3 19h7" />
    </g>
  ),
};

/** The card's pictures, once each: a glyph is a <use> of one, so the refresh can change it by name. */
function GlyphSprite() {
  return (
    <svg aria-hidden="true" className="absolute h-0 w-0 overflow-hidden">
      {Object.entries(GLYPHS).map(([icon, drawing]) => (
        <symbol key={icon} id={`wx-${icon}`} viewBox="0 0 24 24">
          {drawing}
        </symbol>
      ))}
    </svg>
  );
}

export function WeatherGlyph({ icon, size = 48 }: { icon: WeatherIcon; size?: number }) {
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" data-icon={icon}>
      <use href={`#wx-${icon}`} />
    </svg>
  );
}

/** An hour of the forecast as the server writes it ("7 PM"), in the town's zone (lib/dates.ts); the refresh below
 * writes later hours with the browser's own Intl. */
const hourLabel = (dt: number, lang: Lang) => formatInTown(lang, dt * 1000, "hour");

/** The card's words in the reader's language (home's catalogue); English by default. */
export type WeatherText = {
  title: string;
  nextHours: string;
  forecast: string;
  unavailable: string;
  locale: string;
  lang: Lang;
  conditionLang?: "en";
  /** The warnings' opt-in (issue 42): a plain link to /alerts#warnings, since home ships no React. */
  getWarnings?: string;
};

// The card's refresh on a page that ships no React (home): every 5 minutes it asks /api/weather and writes the new
// reading into the card (temperature, condition, picture, the next hours in the page's language and town's time). A
// failed answer keeps the last reading on screen. About 0.5 KB gzip.
const REFRESH = `(()=>{const k=document.currentScript.previousElementSibling,d=k.dataset,q=(s)=>k.querySelector(s);
const f=new Intl.DateTimeFormat(d.locale,{hour:"numeric",timeZone:d.tz}),deg=(t)=>Math.round(t)+"°F";
const pic=(svg,i)=>{if(/^[a-z-]+$/.test(i)){svg.dataset.icon=i;svg.firstChild.setAttribute("href","#wx-"+i)}};
setInterval(()=>fetch("/api/weather",{cache:"no-cache"}).then((r)=>r.ok?r.json():null).then((w)=>{
const l=w&&Array.isArray(w.list)?w.list:[];if(!l.length)return;
q("[data-testid=weather-temp]").textContent=deg(l[0].main.temp);q("[data-condition]").textContent=l[0].weather[0].main;
pic(q("[data-now] svg"),l[0].weather[0].icon);
q("ol").replaceChildren(...l.slice(1).map((h)=>{const li=document.createElement("li");li.className="flex flex-col items-center";
li.innerHTML='<span class="opacity-70"></span><svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true"><use/></svg><span></span>';
li.firstChild.textContent=f.format(h.dt*1e3);pic(li.children[1],h.weather[0].icon);li.lastChild.textContent=deg(h.main.temp);return li}));
q("[data-reading]").hidden=false;q("[data-unavailable]")?.remove()}).catch(()=>{}),${WEATHER_REFRESH_MS})})()`;

/**
 * The weather card: the current hour (rounded °F, condition, our icon) and the next few, or the spec's failure text
 * (then with the reading's frame hidden, so the refresh can fill in a reading that arrives later).
 */
export function WeatherCard({ weather, timeZone, text }: { weather: { list: WeatherItem[] } | null; timeZone: string; text: WeatherText }) {
  const nonce = useNonce();
  const now = weather?.list[0];
  return (
    <>
      <section
        aria-labelledby="weather-title"
        className="rounded-lg border border-border p-4"
        data-testid="weather-card"
        data-locale={text.locale}
        data-tz={timeZone}
      >
        <GlyphSprite />
        <h2 id="weather-title" className="text-sm font-semibold uppercase tracking-wide opacity-70">
          {text.title}
        </h2>
        {now ? null : (
          <p className="mt-2 opacity-80" data-unavailable="">
            {text.unavailable}
          </p>
        )}
        <div data-reading="" hidden={!now}>
          <div className="mt-2 flex items-center gap-3" data-now="">
            <WeatherGlyph icon={now?.weather[0]?.icon ?? "cloudy"} />
            <div>
              <p className="text-3xl font-bold" data-testid="weather-temp">
                {now ? formatTemperature(now.main.temp) : null}
              </p>
              <p className="text-sm opacity-80" lang={text.conditionLang} data-condition="">
                {now?.weather[0]?.main}
              </p>
            </div>
          </div>
          <ol className="mt-3 flex gap-3 text-center text-xs" aria-label={text.nextHours}>
            {(weather?.list ?? []).slice(1).map((hour) => (
              <li key={hour.dt} className="flex flex-col items-center">
                <span className="opacity-70">{hourLabel(hour.dt, text.lang)}</span>
                <WeatherGlyph icon={hour.weather[0]?.icon ?? "cloudy"} size={24} />
                <span>{formatTemperature(hour.main.temp)}</span>
              </li>
            ))}
          </ol>
          <p className="mt-2 text-xs opacity-60">{text.forecast}</p>
        </div>
        {text.getWarnings ? (
          <a href="/alerts#warnings" className="mt-2 inline-block text-sm font-semibold text-primary underline" data-testid="weather-get-warnings">
            {text.getWarnings}
          </a>
        ) : null}
      </section>
      <script nonce={nonce} dangerouslySetInnerHTML={{ __html: REFRESH }} />
    </>
  );
}
