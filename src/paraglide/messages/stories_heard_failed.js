/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Stories_Heard_FailedInputs */

const en_stories_heard_failed = /** @type {(inputs: Stories_Heard_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your star could not be saved. Please try again in a moment.`)
};

const es_stories_heard_failed = /** @type {(inputs: Stories_Heard_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo guardar tu estrella. Inténtalo otra vez en un momento.`)
};

/**
* | output |
* | --- |
* | "Your star could not be saved. Please try again in a moment." |
*
* @param {Stories_Heard_FailedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const stories_heard_failed = /** @type {((inputs?: Stories_Heard_FailedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Stories_Heard_FailedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_stories_heard_failed(inputs)
	return en_stories_heard_failed(inputs)
});