/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Learn_Achievements_Not_YetInputs */

const en_learn_achievements_not_yet = /** @type {(inputs: Learn_Achievements_Not_YetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not yet earned`)
};

const es_learn_achievements_not_yet = /** @type {(inputs: Learn_Achievements_Not_YetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todavía no`)
};

/**
* | output |
* | --- |
* | "Not yet earned" |
*
* @param {Learn_Achievements_Not_YetInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const learn_achievements_not_yet = /** @type {((inputs?: Learn_Achievements_Not_YetInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Learn_Achievements_Not_YetInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_learn_achievements_not_yet(inputs)
	return en_learn_achievements_not_yet(inputs)
});