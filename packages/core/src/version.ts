/** The product version shown by the host (product-spec §9). */
export const VERSION = '4.95.202.725';

/** The copyright year shown by the host (product-spec §9). */
export const COPYRIGHT_YEAR = 2022;
