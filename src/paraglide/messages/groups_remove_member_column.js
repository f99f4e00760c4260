/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Groups_Remove_Member_ColumnInputs */

const en_groups_remove_member_column = /** @type {(inputs: Groups_Remove_Member_ColumnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Remove`)
};

const es_groups_remove_member_column = /** @type {(inputs: Groups_Remove_Member_ColumnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quitar`)
};

/**
* | output |
* | --- |
* | "Remove" |
*
* @param {Groups_Remove_Member_ColumnInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_remove_member_column = /** @type {((inputs?: Groups_Remove_Member_ColumnInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Groups_Remove_Member_ColumnInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_groups_remove_member_column(inputs)
	return en_groups_remove_member_column(inputs)
});