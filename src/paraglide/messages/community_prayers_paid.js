/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Community_Prayers_PaidInputs */

const en_community_prayers_paid = /** @type {(inputs: Community_Prayers_PaidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prayer requests are part of our paid plans.`)
};

const es_community_prayers_paid = /** @type {(inputs: Community_Prayers_PaidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Las peticiones de oración forman parte de nuestros planes de pago.`)
};

/**
* | output |
* | --- |
* | "Prayer requests are part of our paid plans." |
*
* @param {Community_Prayers_PaidInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const community_prayers_paid = /** @type {((inputs?: Community_Prayers_PaidInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Community_Prayers_PaidInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_community_prayers_paid(inputs)
	return en_community_prayers_paid(inputs)
});