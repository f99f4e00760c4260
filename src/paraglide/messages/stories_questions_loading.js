/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Stories_Questions_LoadingInputs */

const en_stories_questions_loading = /** @type {(inputs: Stories_Questions_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Getting the questions ready…`)
};

const es_stories_questions_loading = /** @type {(inputs: Stories_Questions_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Preparando las preguntas…`)
};

/**
* | output |
* | --- |
* | "Getting the questions ready…" |
*
* @param {Stories_Questions_LoadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const stories_questions_loading = /** @type {((inputs?: Stories_Questions_LoadingInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Stories_Questions_LoadingInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_stories_questions_loading(inputs)
	return en_stories_questions_loading(inputs)
});