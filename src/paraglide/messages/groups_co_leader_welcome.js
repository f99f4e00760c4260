/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Groups_Co_Leader_WelcomeInputs */

const en_groups_co_leader_welcome = /** @type {(inputs: Groups_Co_Leader_WelcomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You are now a co-leader of this group`)
};

const es_groups_co_leader_welcome = /** @type {(inputs: Groups_Co_Leader_WelcomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ahora ayudas a dirigir este grupo`)
};

/**
* | output |
* | --- |
* | "You are now a co-leader of this group" |
*
* @param {Groups_Co_Leader_WelcomeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_co_leader_welcome = /** @type {((inputs?: Groups_Co_Leader_WelcomeInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Groups_Co_Leader_WelcomeInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_groups_co_leader_welcome(inputs)
	return en_groups_co_leader_welcome(inputs)
});