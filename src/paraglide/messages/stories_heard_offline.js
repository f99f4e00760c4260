/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Stories_Heard_OfflineInputs */

const en_stories_heard_offline = /** @type {(inputs: Stories_Heard_OfflineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You are offline. Press the button again when you are back online.`)
};

const es_stories_heard_offline = /** @type {(inputs: Stories_Heard_OfflineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No hay conexión. Vuelve a pulsar el botón cuando tengas conexión.`)
};

/**
* | output |
* | --- |
* | "You are offline. Press the button again when you are back online." |
*
* @param {Stories_Heard_OfflineInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const stories_heard_offline = /** @type {((inputs?: Stories_Heard_OfflineInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Stories_Heard_OfflineInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_stories_heard_offline(inputs)
	return en_stories_heard_offline(inputs)
});