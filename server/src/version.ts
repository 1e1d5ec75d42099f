/** The product version shown in the app and answered by the health check. */
export const PRODUCT_VERSION = '4.95.202.725';
