/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Site_Offline_SyncedInputs */

const en_site_offline_synced = /** @type {(inputs: Site_Offline_SyncedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Marked a chapter as read or finished a game? It is saved on this device and syncs when you are back online.`)
};

const es_site_offline_synced = /** @type {(inputs: Site_Offline_SyncedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¿Marcaste un capítulo como leído o terminaste un juego? Se guarda en este dispositivo y se envía cuando vuelvas a tener conexión.`)
};

/**
* | output |
* | --- |
* | "Marked a chapter as read or finished a game? It is saved on this device and syncs when you are back online." |
*
* @param {Site_Offline_SyncedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const site_offline_synced = /** @type {((inputs?: Site_Offline_SyncedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Site_Offline_SyncedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_site_offline_synced(inputs)
	return en_site_offline_synced(inputs)
});