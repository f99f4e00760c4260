/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ tier: NonNullable<unknown>, day: NonNullable<unknown> }} Admin_Subs_UntilInputs */

const en_admin_subs_until = /** @type {(inputs: Admin_Subs_UntilInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.tier} until ${i?.day}`)
};

const es_admin_subs_until = /** @type {(inputs: Admin_Subs_UntilInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.tier} hasta ${i?.day}`)
};

/**
* | output |
* | --- |
* | "{tier} until {day}" |
*
* @param {Admin_Subs_UntilInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_subs_until = /** @type {((inputs: Admin_Subs_UntilInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Subs_UntilInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_subs_until(inputs)
	return en_admin_subs_until(inputs)
});