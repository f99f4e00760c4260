/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ answer: NonNullable<unknown> }} Stories_Answer_WrongInputs */

const en_stories_answer_wrong = /** @type {(inputs: Stories_Answer_WrongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Good try! The answer is: ${i?.answer}`)
};

const es_stories_answer_wrong = /** @type {(inputs: Stories_Answer_WrongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`¡Buen intento! La respuesta es: ${i?.answer}`)
};

/**
* | output |
* | --- |
* | "Good try! The answer is: {answer}" |
*
* @param {Stories_Answer_WrongInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const stories_answer_wrong = /** @type {((inputs: Stories_Answer_WrongInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Stories_Answer_WrongInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_stories_answer_wrong(inputs)
	return en_stories_answer_wrong(inputs)
});