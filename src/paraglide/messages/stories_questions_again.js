/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Stories_Questions_AgainInputs */

const en_stories_questions_again = /** @type {(inputs: Stories_Questions_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Answer them again`)
};

const es_stories_questions_again = /** @type {(inputs: Stories_Questions_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contestarlas otra vez`)
};

/**
* | output |
* | --- |
* | "Answer them again" |
*
* @param {Stories_Questions_AgainInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const stories_questions_again = /** @type {((inputs?: Stories_Questions_AgainInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Stories_Questions_AgainInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_stories_questions_again(inputs)
	return en_stories_questions_again(inputs)
});