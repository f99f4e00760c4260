/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_Review_DeclinedInputs */

const en_api_review_declined = /** @type {(inputs: Api_Review_DeclinedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Declined and deleted.`)
};

const es_api_review_declined = /** @type {(inputs: Api_Review_DeclinedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rechazado y borrado.`)
};

/**
* | output |
* | --- |
* | "Declined and deleted." |
*
* @param {Api_Review_DeclinedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const api_review_declined = /** @type {((inputs?: Api_Review_DeclinedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Review_DeclinedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_api_review_declined(inputs)
	return en_api_review_declined(inputs)
});