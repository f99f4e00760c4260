/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Learn_Challenges_TitleInputs */

const en_learn_challenges_title = /** @type {(inputs: Learn_Challenges_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Truth Challenges`)
};

const es_learn_challenges_title = /** @type {(inputs: Learn_Challenges_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retos de la Verdad`)
};

/**
* | output |
* | --- |
* | "Truth Challenges" |
*
* @param {Learn_Challenges_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const learn_challenges_title = /** @type {((inputs?: Learn_Challenges_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Learn_Challenges_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_learn_challenges_title(inputs)
	return en_learn_challenges_title(inputs)
});