/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Site_Celebration_Keep_GoingInputs */

const en_site_celebration_keep_going = /** @type {(inputs: Site_Celebration_Keep_GoingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keep going`)
};

const es_site_celebration_keep_going = /** @type {(inputs: Site_Celebration_Keep_GoingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¡A seguir!`)
};

/**
* | output |
* | --- |
* | "Keep going" |
*
* @param {Site_Celebration_Keep_GoingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const site_celebration_keep_going = /** @type {((inputs?: Site_Celebration_Keep_GoingInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Site_Celebration_Keep_GoingInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_site_celebration_keep_going(inputs)
	return en_site_celebration_keep_going(inputs)
});