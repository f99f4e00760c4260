/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Site_Privacy_Accounts_TextInputs */

const en_site_privacy_accounts_text = /** @type {(inputs: Site_Privacy_Accounts_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Only grown-ups of 18 or older create an account. Children learn in a profile inside their parent's account. We never ask a child for an e-mail address, a password, a surname, a photo or a birth date.`)
};

const es_site_privacy_accounts_text = /** @type {(inputs: Site_Privacy_Accounts_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Solo los adultos de 18 años o más crean una cuenta. Los niños aprenden en un perfil dentro de la cuenta de su padre o de su madre. Nunca pedimos a un niño una dirección de correo, una contraseña, un apellido, una foto ni una fecha de nacimiento.`)
};

/**
* | output |
* | --- |
* | "Only grown-ups of 18 or older create an account. Children learn in a profile inside their parent's account. We never ask a child for an e-mail address, a pas..." |
*
* @param {Site_Privacy_Accounts_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const site_privacy_accounts_text = /** @type {((inputs?: Site_Privacy_Accounts_TextInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Site_Privacy_Accounts_TextInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_site_privacy_accounts_text(inputs)
	return en_site_privacy_accounts_text(inputs)
});