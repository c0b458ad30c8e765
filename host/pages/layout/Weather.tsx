/** The weather in the header, served offline by the reference server (in place of the spec's JSONP call). */
import { useEffect, useState } from 'react';
import { getShell } from '../../store/browserShell';
import { t } from '../../i18n';
import { useLocale } from '../../i18n/useLocale';

type WeatherInfo = { city?: string; weather?: string; text?: string; temperature?: string | number; temp?: string | number };

export function Weather() {
  const [info, setInfo] = useState<WeatherInfo | null>(null);
  // Asked again after a language switch: the server words the weather in the call's language.
  const locale = useLocale();
  useEffect(() => {
    let live = true;
    getShell()
      .api.weather()
      .then((reply) => live && Number(reply.result) === 0 && setInfo((reply.data ?? null) as WeatherInfo | null))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [locale]);
  if (!info) return null;
  const temperature = info.temperature ?? info.temp;
  return (
    <span className="uo-weather" aria-label={t('header.weather')} data-testid="weather">
      {[info.city, info.weather ?? info.text, temperature !== undefined ? `${temperature}℃` : null].filter(Boolean).join(' ')}
    </span>
  );
}
