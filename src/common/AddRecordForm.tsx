import { useState, type ReactNode } from 'react';
import { CreateBase, Form, type CreateBaseProps, type RaRecord } from 'react-admin';

type AddRecordFormProps<R extends RaRecord> = Pick<CreateBaseProps<R>, 'resource' | 'record' | 'transform'> & {
  /** After the server took the record (a toast naming it, say); the form is then emptied. */
  onAdded: (added: R) => void;
  children: ReactNode;
};

/** A form that adds a record: react-admin's CreateBase around its Form, emptied (a new key) after each addition. */
export function AddRecordForm<R extends RaRecord>({ onAdded, children, ...create }: AddRecordFormProps<R>) {
  const [generation, setGeneration] = useState(0);
  const onSuccess = (added: R) => {
    onAdded(added);
    setGeneration((value) => value + 1);
  };
  return (
    <CreateBase<R> {...create} mutationOptions={{ onSuccess }}>
      <Form key={generation} noValidate disableInvalidFormNotification>
        {children}
      </Form>
    </CreateBase>
  );
}
