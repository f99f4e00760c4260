/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ right: NonNullable<unknown>, total: NonNullable<unknown> }} Stories_Questions_DoneInputs */

const en_stories_questions_done = /** @type {(inputs: Stories_Questions_DoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`You got ${i?.right} of ${i?.total} right!`)
};

const es_stories_questions_done = /** @type {(inputs: Stories_Questions_DoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`¡Acertaste ${i?.right} de ${i?.total}!`)
};

/**
* | output |
* | --- |
* | "You got {right} of {total} right!" |
*
* @param {Stories_Questions_DoneInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const stories_questions_done = /** @type {((inputs: Stories_Questions_DoneInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Stories_Questions_DoneInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_stories_questions_done(inputs)
	return en_stories_questions_done(inputs)
});