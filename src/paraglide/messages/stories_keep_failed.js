/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Stories_Keep_FailedInputs */

const en_stories_keep_failed = /** @type {(inputs: Stories_Keep_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The stories could not be kept for offline. Check the connection and try again.`)
};

const es_stories_keep_failed = /** @type {(inputs: Stories_Keep_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudieron guardar las historias. Revisa la conexión y vuelve a intentarlo.`)
};

/**
* | output |
* | --- |
* | "The stories could not be kept for offline. Check the connection and try again." |
*
* @param {Stories_Keep_FailedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const stories_keep_failed = /** @type {((inputs?: Stories_Keep_FailedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Stories_Keep_FailedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_stories_keep_failed(inputs)
	return en_stories_keep_failed(inputs)
});