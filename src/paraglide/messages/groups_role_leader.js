/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Groups_Role_LeaderInputs */

const en_groups_role_leader = /** @type {(inputs: Groups_Role_LeaderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Leader`)
};

const es_groups_role_leader = /** @type {(inputs: Groups_Role_LeaderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Líder`)
};

/**
* | output |
* | --- |
* | "Leader" |
*
* @param {Groups_Role_LeaderInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_role_leader = /** @type {((inputs?: Groups_Role_LeaderInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Groups_Role_LeaderInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_groups_role_leader(inputs)
	return en_groups_role_leader(inputs)
});