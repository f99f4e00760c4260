/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Children_ProfilesInputs */

const en_account_children_profiles = /** @type {(inputs: Account_Children_ProfilesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Children learn in profiles you add after signing up. Read our`)
};

const es_account_children_profiles = /** @type {(inputs: Account_Children_ProfilesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Los niños aprenden con perfiles que añades después de registrarte. Lee nuestro`)
};

/**
* | output |
* | --- |
* | "Children learn in profiles you add after signing up. Read our" |
*
* @param {Account_Children_ProfilesInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const account_children_profiles = /** @type {((inputs?: Account_Children_ProfilesInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Children_ProfilesInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_account_children_profiles(inputs)
	return en_account_children_profiles(inputs)
});