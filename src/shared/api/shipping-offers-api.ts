import type { ShippingOffers } from '@domain/shipping-offers';
import { baseApi } from './base-api';

/** The shop's shipping per country and its returns: read by a product page rendered on the server, for its head. */
export const shippingOffersApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getShippingOffers: build.query<ShippingOffers, void>({
      query: () => '/shipping/offers',
      providesTags: ['Settings'],
    }),
  }),
});
