/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ used: NonNullable<unknown>, limit: NonNullable<unknown> }} Community_Prayers_UsedInputs */

const en_community_prayers_used = /** @type {(inputs: Community_Prayers_UsedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`You have used ${i?.used} of your ${i?.limit} prayer requests in the last 30 days.`)
};

const es_community_prayers_used = /** @type {(inputs: Community_Prayers_UsedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Has usado ${i?.used} de tus ${i?.limit} peticiones de oración en los últimos 30 días.`)
};

/**
* | output |
* | --- |
* | "You have used {used} of your {limit} prayer requests in the last 30 days." |
*
* @param {Community_Prayers_UsedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const community_prayers_used = /** @type {((inputs: Community_Prayers_UsedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Community_Prayers_UsedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_community_prayers_used(inputs)
	return en_community_prayers_used(inputs)
});