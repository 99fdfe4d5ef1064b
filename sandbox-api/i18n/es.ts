import { PAYER_REFUND_CLAIM_DAYS } from '../../contract/payerRefunds';
import { WEBHOOK_PAUSE_AFTER_FAILURES } from '../../contract/webhooks';
import { utcMinute, type SandboxMessages } from './en';

/** The sandbox's words in Spanish (issue 30). */
export const es: SandboxMessages = {
  mail: {
    signInCode: 'código de inicio de sesión',
    verificationCode: 'código de verificación',
    codeSubject: (what) => `Tu ${what}`,
    codeTextSubject: (what) => `Mensaje de texto: tu ${what}`,
    codeText: (what, code) => `Tu ${what} es ${code}. Caduca en 5 minutos. Si no lo pediste, cambia tu contraseña.`,
    resetSubject: 'Restablece tu contraseña',
    resetText: (link) => `Abre este enlace en los próximos 30 minutos para elegir una contraseña nueva: ${link}\nSi no lo pediste, ignora este mensaje.`,
    emailChangedSubject: 'Se cambió tu correo de inicio de sesión',
    emailChangedText: (name, from, to) =>
      `Hola, ${name}:\n\nUn responsable de tu equipo cambió el correo con el que inicias sesión de ${from} a ${to}. ` +
      'Se cerró tu sesión. Si no lo esperabas, contacta de inmediato con el titular de la cuenta.',
    frequency: { daily: 'diario', weekly: 'semanal', monthly: 'mensual' },
    reportSubject: (frequency, period) => `Tu extracto ${frequency}: ${period}`,
    reportText: (frequency, count, filename, timeZone) =>
      `Se adjunta el extracto ${frequency} de ${count} ${count === 1 ? 'transacción' : 'transacciones'} (${filename}, horas en ${timeZone}).\n\nEsta programación se gestiona en Informes, en el panel.`,
    alertTitles: {
      'New deposit': 'Nuevo depósito',
      'Deposit confirmed': 'Depósito confirmado',
      'Refund confirmed': 'Reembolso confirmado',
      'Payout completed': 'Pago completado',
      'Payout rejected': 'Pago rechazado',
      'Payout failed': 'Pago fallido',
      'Payout approved': 'Pago aprobado',
      'Payout requested': 'Pago solicitado',
      'Payout awaiting your approval': 'Pago pendiente de tu aprobación',
      'Payout address added': 'Dirección de pago añadida',
      'Payout address removed': 'Dirección de pago eliminada',
      'Complaint closed': 'Reclamación cerrada',
      'Complaint updated': 'Reclamación actualizada',
      'Webhook endpoint paused': 'Endpoint de webhook en pausa',
      'New sign-in to your account': 'Nuevo inicio de sesión en tu cuenta',
      'Password changed': 'Contraseña cambiada',
      'Two-factor authentication turned off': 'Autenticación de dos factores desactivada',
    },
    alertText: (title, details) => `${title}\n\n${details}\n\nElige qué avisos recibes por correo en Ajustes > Notificaciones.`,
    alerts: {
      newDeposit: (amount, network) => `Un depósito de ${amount} USDT en ${network} está pendiente de pago.`,
      depositConfirmed: (total, network, more, asked, outcome) => {
        const received = more ? `Se recibieron ${more} USDT más en ${network}, ${total} en total` : `Se recibieron ${total} USDT en ${network}`;
        return outcome === 'exact' ? `${received}.` : `${received}, de ${asked} USDT pedidos (${outcome === 'overpaid' ? 'pago de más' : 'pago de menos'}).`;
      },
      refundConfirmed: (amount, network) => `Se confirmó en la cadena un reembolso de ${amount} USDT en ${network}.`,
      payoutCompleted: (amount, network) => `Tu pago de ${amount} USDT en ${network} se envió.`,
      payoutRejected: (amount) => `Tu pago de ${amount} USDT fue rechazado. Consulta las notas del administrador.`,
      payoutFailed: (amount, network) => `Tu pago de ${amount} USDT en ${network} falló. Consulta las notas del administrador.`,
      payoutRequested: (amount, network, address) => `${amount} ${network} a ${address}: pendiente.`,
      complaintClosed: (title, status) => `La pasarela ${status === 'resolved' ? 'resolvió' : 'rechazó'} «${title}» al liquidarse el pago.`,
      complaintUpdated: (title, status, by) => `${by} ${status === 'resolved' ? 'resolvió' : 'rechazó'} «${title}».`,
      approvalAsked: (by, amount, network, address) => `${by} solicitó un pago de ${amount} ${network} a ${address}. Solo se envía cuando lo aprueba una segunda persona.`,
      approvalApproved: (amount, network, address, by) => `${by} aprobó tu pago de ${amount} ${network} a ${address}.`,
      approvalRejected: (amount, network, address, by, reason) => `${by} rechazó tu pago de ${amount} ${network} a ${address}: ${reason}`,
      addressAdded: (by, label, address, network, activeFrom) =>
        `${by} añadió «${label}», ${address} (${network}) a la libreta de direcciones de pago. ` +
        (activeFrom ? `Se le puede pagar desde el ${activeFrom} (UTC), cuando termine su periodo de espera.` : 'Se le puede pagar ya (la política de pagos no tiene periodo de espera).') +
        ' Si no lo esperabas, elimínala y revisa los accesos de tu equipo.',
      addressRemoved: (by, label, address, network) => `${by} eliminó «${label}», ${address} (${network}) de la libreta de direcciones de pago.`,
      webhookPaused: (url) =>
        `Las entregas a ${url} fallaron ${WEBHOOK_PAUSE_AFTER_FAILURES} veces seguidas, así que el endpoint se pausó y se cancelaron sus entregas en cola. Corrige el receptor, vuelve a activar el endpoint y reenvía lo que necesites desde el registro de entregas.`,
      passwordChanged: () => 'Se cambió la contraseña de tu cuenta y se cerraron tus otras sesiones. Si no fuiste tú, restablécela ahora.',
      twoFactorDisabled: () => 'Se desactivó la autenticación de dos factores de tu cuenta. Si no fuiste tú, cambia tu contraseña y vuelve a activarla.',
      newSignIn: (browser, ip, at) =>
        `Se inició sesión en tu cuenta desde un navegador nuevo: ${browser}, desde la dirección ${ip ?? 'desconocida'}, el ${utcMinute(at)}. ` +
        'Si fuiste tú, no tienes que hacer nada. Si no, cambia tu contraseña ahora y cierra esa sesión en Ajustes › Seguridad › Sesiones.',
    },
  },
  pay: {
    awaiting: (amount) => `Envía exactamente ${amount} USDT a la dirección de abajo.`,
    partial: (received, amount, remaining) => `Pago parcial: recibidos ${received} de ${amount}, envía los ${remaining} restantes`,
    expired: 'Este enlace de pago ha caducado. Pide uno nuevo al comercio.',
    partialExpired: (received, amount, remaining) =>
      `Pago parcial: recibidos ${received} de ${amount}. Este enlace de pago ha caducado: pide al comercio uno nuevo por los ${remaining} restantes.`,
    paid: (amount) => `Pago recibido: ${amount} USDT. Gracias.`,
    overpaid: (received, amount, extra) => `Pago en exceso: recibidos ${received} de ${amount}, ${extra} más de lo pedido. Contacta con el comercio por la diferencia.`,
    processing: 'Pago detectado. Esperando a que la red lo confirme.',
    closed: (status) => `Este enlace de pago está ${status}. No envíes nada a él; pide uno nuevo al comercio.`,
    notFoundTitle: 'Enlace de pago no encontrado',
    notFound: 'Este enlace de pago no existe. Revisa la dirección o pide un enlace nuevo al comercio.',
    sendInstruction: (amount, network) => `Envía exactamente ${amount} USDT en ${network} a esta dirección.`,
    copyAddress: 'Copiar dirección',
    copyAmount: 'Copiar importe',
    copied: 'Copiado',
    qrTitle: 'Código QR de la solicitud de pago',
    pageTitle: (amount, merchant) => `Paga ${amount} USDT a ${merchant}`,
    heading: (amount) => `Pago de ${amount} USDT`,
    payment: 'Pago',
    amountToSend: 'Importe a enviar',
    network: 'Red',
    address: 'Dirección',
    timeLeft: 'Tiempo restante',
    amount: 'Importe',
    orderReference: 'Referencia del pedido',
    description: 'Descripción',
  },
  claim: {
    notFoundTitle: 'Reembolso no encontrado',
    notFound: 'Este enlace de reembolso no existe. Revisa el enlace que te enviaron.',
    intro: (amount, network) => `El comercio te reembolsa ${amount} USDT en ${network}. Introduce la dirección a la que debe enviarse.`,
    addressLabel: (network) => `Tu dirección de ${network}`,
    confirmLabel: 'Confirma la dirección',
    mismatch: 'Las dos direcciones no coinciden: introduce la misma dirección dos veces.',
    submit: 'Enviar el reembolso a esta dirección',
    awaiting_approval: 'Dirección recibida: el reembolso se enviará cuando el comercio lo apruebe.',
    sending: 'Dirección recibida: el reembolso está en camino.',
    sent: 'El reembolso se ha enviado.',
    rejected: 'Este reembolso no se envió. Contacta con el comercio.',
    expired: `Este enlace de reembolso ha caducado: podía reclamarse durante ${PAYER_REFUND_CLAIM_DAYS} días. Pide uno nuevo al comercio.`,
    pageTitle: (amount, merchant) => `Reembolso de ${amount} USDT de ${merchant}`,
    heading: (amount) => `Reembolso de ${amount} USDT`,
    hint: (network) => (network === 'USDT-TRC20' ? 'Tu dirección debe ser una dirección TRC20: 34 caracteres que empiezan por T, con una suma de verificación válida.' : 'Tu dirección debe ser una dirección ERC20: 0x seguido de 40 caracteres hexadecimales, con una suma de verificación EIP-55 válida si mezcla mayúsculas y minúsculas.'),
    form: 'Dirección del reembolso',
    required: 'Este campo es obligatorio.',
    fix: 'Revisa el campo marcado.',
    offline: 'No se pudo enviar el reembolso al servidor. Comprueba tu conexión e inténtalo de nuevo.',
    refund: 'Reembolso',
    network: 'Red',
    payment: 'Pago',
    paymentAmount: 'Importe del pago',
    paidOn: 'Pagado el',
    address: 'Dirección',
    claimBy: 'Reclamar antes del',
  },
};
