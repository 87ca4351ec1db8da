import { todayIso, useHotelToday } from '@pms/ui';
import { useState } from 'react';

/**
 * Today for the date rules: the hotel's date (the service decides with its clock in the hotel's
 * zone), the browser's until the hotel's zone is known or if it cannot be had.
 */
export function useToday(): string {
  const hotel = useHotelToday();
  const [browser] = useState(() => todayIso());
  return hotel ?? browser;
}
