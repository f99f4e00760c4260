/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_Review_Sent_OnInputs */

const en_api_review_sent_on = /** @type {(inputs: Api_Review_Sent_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sent on to our team for a last check.`)
};

const es_api_review_sent_on = /** @type {(inputs: Api_Review_Sent_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lo enviamos a nuestro equipo para una última revisión.`)
};

/**
* | output |
* | --- |
* | "Sent on to our team for a last check." |
*
* @param {Api_Review_Sent_OnInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const api_review_sent_on = /** @type {((inputs?: Api_Review_Sent_OnInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Review_Sent_OnInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_api_review_sent_on(inputs)
	return en_api_review_sent_on(inputs)
});