import { useEffect, useState } from 'react';
import { NavLink, useNavigate } from 'react-router-dom';
import type { HotelInfo } from '@pms/contracts/rooms';
import { api, useApi, useNotice } from '@pms/ui';
import { HotelInfoAnswer } from '../answers';
import { useSession } from '../auth/session';
import { CHANGE_PASSWORD_PATH } from '../dashboard/areas';

/** docs/product.md §9: the hotel info record the card shows. */
const HOTEL_INFO_ID = 1;

/**
 * The side card (docs/product.md §1): the hotel's name, address and contacts from
 * `GET /api/hw/hotel_info/1`, a greeting with the signed-in username, Change password and Logout.
 */
export function UserCard() {
  const { user, signOut } = useSession();
  const { call } = useApi();
  const notice = useNotice();
  const navigate = useNavigate();
  const [hotel, setHotel] = useState<HotelInfo | null>(null);
  const [hotelMissing, setHotelMissing] = useState(false);

  useEffect(() => {
    let current = true;
    void call('Load hotel information', () =>
      api.request('GET /api/hw/hotel_info/:id', { params: { id: HOTEL_INFO_ID }, schema: HotelInfoAnswer }),
    ).then((info) => {
      if (!current) return;
      if (info) setHotel(info);
      else setHotelMissing(true);
    });
    return () => {
      current = false;
    };
  }, [call]);

  // The next person at this screen should not read what the last one did ("Staff account added").
  const logout = () => {
    notice.clear();
    void signOut().then(() => navigate('/', { replace: true }));
  };

  return (
    <section className="shell-user-card pms-no-print" aria-label="Hotel and user">
      {hotel ? (
        <address className="shell-user-card__hotel">
          <strong className="shell-user-card__hotel-name">{hotel.hotel_name}</strong>
          <span>{hotel.address}</span>
          <span>
            {hotel.city}, {hotel.state} {hotel.zip}
          </span>
          <a href={`mailto:${hotel.email}`}>{hotel.email}</a>
          <a href={`tel:${hotel.phone.replace(/[^\d+]/g, '')}`}>{hotel.phone}</a>
        </address>
      ) : (
        <p className="shell-user-card__hotel">{hotelMissing ? 'Hotel information is unavailable.' : 'Loading hotel…'}</p>
      )}
      <p className="shell-user-card__greeting">
        Hello, <strong>{user.username}</strong>
      </p>
      <NavLink to={CHANGE_PASSWORD_PATH}>
        Change password
      </NavLink>
      <button type="button" className="pms-button pms-button--secondary" onClick={logout}>
        Logout
      </button>
    </section>
  );
}
