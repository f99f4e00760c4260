/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Groups_No_MembersInputs */

const en_groups_no_members = /** @type {(inputs: Groups_No_MembersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No child has joined yet. Hand out the invitation with the code.`)
};

const es_groups_no_members = /** @type {(inputs: Groups_No_MembersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todavía no se ha unido ningún niño. Reparte la invitación con el código.`)
};

/**
* | output |
* | --- |
* | "No child has joined yet. Hand out the invitation with the code." |
*
* @param {Groups_No_MembersInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_no_members = /** @type {((inputs?: Groups_No_MembersInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Groups_No_MembersInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_groups_no_members(inputs)
	return en_groups_no_members(inputs)
});