/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Groups_MemberInputs */

const en_groups_member = /** @type {(inputs: Groups_MemberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Child`)
};

const es_groups_member = /** @type {(inputs: Groups_MemberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Niño o niña`)
};

/**
* | output |
* | --- |
* | "Child" |
*
* @param {Groups_MemberInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_member = /** @type {((inputs?: Groups_MemberInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Groups_MemberInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_groups_member(inputs)
	return en_groups_member(inputs)
});