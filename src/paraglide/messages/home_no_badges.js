/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_No_BadgesInputs */

const en_home_no_badges = /** @type {(inputs: Home_No_BadgesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No badges yet. Each thing you finish can earn one!`)
};

const es_home_no_badges = /** @type {(inputs: Home_No_BadgesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todavía no tienes insignias. ¡Cada cosa que terminas puede darte una!`)
};

/**
* | output |
* | --- |
* | "No badges yet. Each thing you finish can earn one!" |
*
* @param {Home_No_BadgesInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const home_no_badges = /** @type {((inputs?: Home_No_BadgesInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_No_BadgesInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_home_no_badges(inputs)
	return en_home_no_badges(inputs)
});