/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Site_Offline_PlayInputs */

const en_site_offline_play = /** @type {(inputs: Site_Offline_PlayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Play a game`)
};

const es_site_offline_play = /** @type {(inputs: Site_Offline_PlayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Juega un juego`)
};

/**
* | output |
* | --- |
* | "Play a game" |
*
* @param {Site_Offline_PlayInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const site_offline_play = /** @type {((inputs?: Site_Offline_PlayInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Site_Offline_PlayInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_site_offline_play(inputs)
	return en_site_offline_play(inputs)
});