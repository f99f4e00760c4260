/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Subs_Last_DayInputs */

const en_admin_subs_last_day = /** @type {(inputs: Admin_Subs_Last_DayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Last day (optional)`)
};

const es_admin_subs_last_day = /** @type {(inputs: Admin_Subs_Last_DayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Último día (opcional)`)
};

/**
* | output |
* | --- |
* | "Last day (optional)" |
*
* @param {Admin_Subs_Last_DayInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_subs_last_day = /** @type {((inputs?: Admin_Subs_Last_DayInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Subs_Last_DayInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_subs_last_day(inputs)
	return en_admin_subs_last_day(inputs)
});