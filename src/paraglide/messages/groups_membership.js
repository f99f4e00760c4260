/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown>, group: NonNullable<unknown>, leader: NonNullable<unknown> }} Groups_MembershipInputs */

const en_groups_membership = /** @type {(inputs: Groups_MembershipInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} is in ${i?.group} (led by ${i?.leader}).`)
};

const es_groups_membership = /** @type {(inputs: Groups_MembershipInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} está en ${i?.group} (lo dirige ${i?.leader}).`)
};

/**
* | output |
* | --- |
* | "{name} is in {group} (led by {leader})." |
*
* @param {Groups_MembershipInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_membership = /** @type {((inputs: Groups_MembershipInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Groups_MembershipInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_groups_membership(inputs)
	return en_groups_membership(inputs)
});