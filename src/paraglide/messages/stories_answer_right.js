/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Stories_Answer_RightInputs */

const en_stories_answer_right = /** @type {(inputs: Stories_Answer_RightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`That's right!`)
};

const es_stories_answer_right = /** @type {(inputs: Stories_Answer_RightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¡Muy bien!`)
};

/**
* | output |
* | --- |
* | "That's right!" |
*
* @param {Stories_Answer_RightInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const stories_answer_right = /** @type {((inputs?: Stories_Answer_RightInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Stories_Answer_RightInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_stories_answer_right(inputs)
	return en_stories_answer_right(inputs)
});