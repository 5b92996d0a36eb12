// schema.org JSON-LD of a base page: a MedicalOrganization with its place (address, coordinates),
// contact, photos, and the classes held there as events it hosts.
import type { ApiBaseDetail } from '@/contract/wire/base';
import { toChinaIso } from '@/contract/time';
import { organizationRef } from '@/lib/json-ld';

const absolute = (siteUrl: string, src: string) => (/^https?:/.test(src) ? src : `${siteUrl}${src}`);

export function baseJsonLd(b: ApiBaseDetail, siteUrl: string): object {
  const address = {
    '@type': 'PostalAddress',
    streetAddress: b.address,
    addressLocality: b.region.name,
    addressRegion: '河南省',
    addressCountry: 'CN',
  };
  const geo = { '@type': 'GeoCoordinates', latitude: b.lat, longitude: b.lng };
  const url = `${siteUrl}/base/${b.id}`;
  return {
    '@context': 'https://schema.org',
    '@type': 'MedicalOrganization',
    name: b.name,
    description: b.summary,
    url,
    image: [b.cover, ...b.photos].map((p) => absolute(siteUrl, p)),
    telephone: b.contactPhone,
    address,
    location: { '@type': 'Place', name: b.name, address, geo },
    parentOrganization: organizationRef(siteUrl),
    knowsAbout: b.specialties,
    event: b.trainings.slice(0, 10).map((t) => ({
      '@type': 'EducationEvent',
      name: t.title,
      startDate: toChinaIso(t.startAt),
      endDate: toChinaIso(t.endAt),
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      eventStatus: 'https://schema.org/EventScheduled',
      location: { '@type': 'Place', name: b.name, address },
      url: `${siteUrl}/training/${t.id}`,
    })),
  };
}
