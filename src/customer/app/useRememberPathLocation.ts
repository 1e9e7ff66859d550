import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useLocations } from '../../data/hooks';
import { storeLocation, useStoredLocation } from '../../data/locationStore';
import { locationCodeFromPath } from '../shared/currentLocation';

/** Home-wapp "saves the location id and code": opening a real shop's path makes it the current one. */
export function useRememberPathLocation(): void {
  const { pathname } = useLocation();
  const stored = useStoredLocation();
  const locations = useLocations().data;
  const pathCode = locationCodeFromPath(pathname);

  useEffect(() => {
    if (pathCode === null || !locations) return;
    const known = locations.find((location) => location.code.toLowerCase() === pathCode.toLowerCase());
    if (known && (known.code.toUpperCase() !== stored.code || known.id !== stored.id)) storeLocation(known.code, known.id);
  }, [pathCode, locations, stored.code, stored.id]);
}
