import { formatTemperature, type WeatherIcon } from "~/lib/weather";

type WeatherItem = { dt: number; main: { temp: number }; weather: { main: string; icon: WeatherIcon }[] };

const SUN = <circle cx="12" cy="12" r="4.5" fill="#f59e0b" />;
const RAYS = (
  <g stroke="#f59e0b" strokeWidth="1.8" strokeLinecap="round">
    <path d="M12 2v2.5M12 19.5V22M2 12h2.5M19.5 12H22M4.9 4.9l1.8 1.8M17.3 17.3l1.8 1.8M4.9 19.1l1.8-1.8M17.3 6.7l1.8-1.8" />
  </g>
);
const MOON = <path d="M15.5 3.5a8.5 8.5 0 1 0 5 14.5 7 7 0 0 1-5-14.5z" fill="#94a3b8" />;
const CLOUD = (fill: string) => <path d="M7 19h10.5a4 4 0 0 0 .6-7.95A5.5 5.5 0 0 0 7.5 9.5 4.75 4.75 0 0 0 7 19z" fill={fill} />;

/** Our own weather pictures (inline SVG, nothing fetched). */
export function WeatherGlyph({ icon, size = 48 }: { icon: WeatherIcon; size?: number }) {
  const parts: Record<WeatherIcon, JSX.Element> = {
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
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" data-icon={icon}>
      {parts[icon]}
    </svg>
  );
}

const hourLabel = (dt: number, timeZone: string, locale: string) =>
  new Intl.DateTimeFormat(locale, { hour: "numeric", timeZone }).format(new Date(dt * 1000));

/** The card's words in the reader's language (home's catalogue); English by default. */
export type WeatherText = { title: string; nextHours: string; forecast: string; unavailable: string; locale: string; conditionLang?: "en" };

/** The weather card: the current hour (rounded °F, condition, our icon) and the next few, or the spec's failure text. */
export function WeatherCard({ weather, timeZone, text }: { weather: { list: WeatherItem[] } | null; timeZone: string; text: WeatherText }) {
  const now = weather?.list[0];
  return (
    <section aria-labelledby="weather-title" className="rounded-lg border border-border p-4" data-testid="weather-card">
      <h2 id="weather-title" className="text-sm font-semibold uppercase tracking-wide opacity-70">
        {text.title}
      </h2>
      {now ? (
        <>
          <div className="mt-2 flex items-center gap-3">
            <WeatherGlyph icon={now.weather[0].icon} />
            <div>
              <p className="text-3xl font-bold" data-testid="weather-temp">
                {formatTemperature(now.main.temp)}
              </p>
              <p className="text-sm opacity-80" lang={text.conditionLang}>
                {now.weather[0].main}
              </p>
            </div>
          </div>
          <ol className="mt-3 flex gap-3 text-center text-xs" aria-label={text.nextHours}>
            {weather.list.slice(1).map((hour) => (
              <li key={hour.dt} className="flex flex-col items-center">
                <span className="opacity-70">{hourLabel(hour.dt, timeZone, text.locale)}</span>
                <WeatherGlyph icon={hour.weather[0].icon} size={24} />
                <span>{formatTemperature(hour.main.temp)}</span>
              </li>
            ))}
          </ol>
          <p className="mt-2 text-xs opacity-60">{text.forecast}</p>
        </>
      ) : (
        <p className="mt-2 opacity-80">{text.unavailable}</p>
      )}
    </section>
  );
}
